from .amp import AutocastPolicy, resolve_amp_dtype

__all__ = ["AutocastPolicy", "resolve_amp_dtype"]
