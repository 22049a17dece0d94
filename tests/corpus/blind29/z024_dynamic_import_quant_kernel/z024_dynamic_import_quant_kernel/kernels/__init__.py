"""Kernel modules are named ``<scheme>_<impl>`` and export ``gemm``."""
