from .utils import logging  # noqa: F401  (installs Logger.warning_once)
