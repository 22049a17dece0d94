from .mlp import MLP_REGISTRY, build_mlp, mlp_forward

__all__ = ["MLP_REGISTRY", "build_mlp", "mlp_forward"]
