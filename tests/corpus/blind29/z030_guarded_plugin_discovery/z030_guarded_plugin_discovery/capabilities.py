"""Capability probes, evaluated once at import time."""
import importlib.util
import platform
import sys

HAS_TRITON = importlib.util.find_spec("corpus_z030_triton_kernels") is not None
IS_LINUX = platform.system() == "Linux"
PY_GE_311 = sys.version_info >= (3, 11)

# Fused kernels need both the optional package and Linux.
USE_FUSED_KERNELS = HAS_TRITON and IS_LINUX
