"""FP8 linear: CUTLASS scaled-mm when the platform has it, torch emulation otherwise."""
from .fp8_linear import Fp8Linear

__all__ = ["Fp8Linear"]
