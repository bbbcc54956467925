"""``python cli.py ARGS`` does what ``passlab ARGS`` does (handy from a checkout without installing)."""

import sys

from passlab.cli import main

if __name__ == "__main__":
    sys.exit(main())
