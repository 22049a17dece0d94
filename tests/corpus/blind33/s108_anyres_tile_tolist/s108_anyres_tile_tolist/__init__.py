"""LLaVA-NeXT style any-resolution feature packing."""
from .llava_next import AnyResPacker, compiled_pack

__all__ = ["AnyResPacker", "compiled_pack"]
