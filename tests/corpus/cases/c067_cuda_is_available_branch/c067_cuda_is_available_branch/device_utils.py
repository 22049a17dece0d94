import torch


def current_platform() -> str:
    if torch.cuda.is_available():
        return "cuda"
    return "cpu"


def silu(x: torch.Tensor) -> torch.Tensor:
    if current_platform() == "cuda":
        return torch.nn.functional.silu(x)
    return x * torch.sigmoid(x)


compiled = torch.compile(silu, fullgraph=True)
