from .activation import get_act_fn
from .mlp import GatedMLP, MLPConfig

__all__ = ["GatedMLP", "MLPConfig", "get_act_fn"]
