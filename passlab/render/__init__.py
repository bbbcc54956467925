"""Text renderers: they consume the library's dataclasses and manifests and print them."""
