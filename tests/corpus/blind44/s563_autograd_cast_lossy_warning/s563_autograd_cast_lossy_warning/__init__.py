from .cast_ops import cast_to
from .mlp import LowPrecisionMLP
