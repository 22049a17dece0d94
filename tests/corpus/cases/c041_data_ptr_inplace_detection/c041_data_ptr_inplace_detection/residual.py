import torch


def _add_inplace_safe(x: torch.Tensor, residual: torch.Tensor) -> torch.Tensor:
    out = residual.view_as(x)
    if out.data_ptr() == x.data_ptr():
        return x * 2
    return x + out


@torch.compile(fullgraph=True)
def fused_add(x: torch.Tensor) -> torch.Tensor:
    residual = x.view(-1)
    return _add_inplace_safe(torch.relu(x), residual)
