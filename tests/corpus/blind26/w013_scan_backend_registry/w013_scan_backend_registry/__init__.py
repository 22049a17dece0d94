from .registry import get_scan_backend, register_scan_backend
from . import backends  # noqa: F401  (populates the registry)
from .mixer import SelectiveScanMixer
