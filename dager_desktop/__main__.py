"""``python -m dager_desktop``."""

import sys

from dager_desktop.app import main

sys.exit(main())
