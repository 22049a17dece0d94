"""FP8 linear with delayed (amax-history) scaling, TransformerEngine style."""
from .recipe import DelayedScaling, Format
from .layers import Fp8Linear
