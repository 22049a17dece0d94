import torch.nn.functional as F

ACTIVATIONS = {
    "silu": F.silu,
    "gelu": F.gelu,
    "relu": F.relu,
}


def get_activation(name: str):
    if name not in ACTIVATIONS:
        raise KeyError(f"unsupported activation {name}")
    return ACTIVATIONS[name]
