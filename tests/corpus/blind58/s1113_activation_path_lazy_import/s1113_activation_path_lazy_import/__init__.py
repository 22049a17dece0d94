from .mlp import GatedMLP, mlp_forward

__all__ = ["GatedMLP", "mlp_forward"]
