from . import _custom_ops
from .fp8_linear import apply_fp8_linear, fp8_linear_step
