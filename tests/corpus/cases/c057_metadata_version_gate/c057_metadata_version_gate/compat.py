import importlib.metadata

import torch


def torch_at_least(version: str) -> bool:
    installed = importlib.metadata.version("torch").split("+")[0]
    parts = tuple(int(p) for p in installed.split(".")[:2])
    return parts >= tuple(int(p) for p in version.split(".")[:2])


def rms_norm(x: torch.Tensor, eps: float = 1e-6) -> torch.Tensor:
    if torch_at_least("2.4"):
        return torch.nn.functional.rms_norm(x, (x.shape[-1],), eps=eps)
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps)


compiled_fn = torch.compile(rms_norm, fullgraph=True)
