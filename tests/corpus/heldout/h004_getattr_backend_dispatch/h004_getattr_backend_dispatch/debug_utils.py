import torch


def describe(t: torch.Tensor) -> str:
    return f"{tuple(t.shape)}/{str(t.dtype).replace('torch.', '')}"


def dump_shapes(prefix: str, **tensors: torch.Tensor) -> None:
    parts = ", ".join(f"{name}={describe(t)}" for name, t in tensors.items())
    print(f"[{prefix}] {parts}")
