"""One module per CLI command; each defines ``command``, a click command. Logic stays in the library."""
