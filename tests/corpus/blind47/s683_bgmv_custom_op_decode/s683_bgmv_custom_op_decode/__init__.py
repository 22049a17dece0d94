"""Decode-time multi-LoRA (punica bgmv) exposed to the compiler as a custom op."""
from . import kernels  # noqa: F401  (registers torch.ops.blind47_s683.*)
