from .nvfp4 import NVFP4Linear  # noqa: F401
