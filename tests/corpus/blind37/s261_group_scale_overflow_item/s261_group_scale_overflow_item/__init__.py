from .layers import GroupQuantMLP, mlp_forward  # noqa: F401
