import torch


def bgmv_shrink(x: torch.Tensor, a_stack: torch.Tensor, ids: torch.Tensor) -> torch.Tensor:
    return torch.bmm(x.unsqueeze(1), a_stack.index_select(0, ids)).squeeze(1)


def bgmv_expand(h: torch.Tensor, b_stack: torch.Tensor, ids: torch.Tensor) -> torch.Tensor:
    return torch.bmm(h.unsqueeze(1), b_stack.index_select(0, ids)).squeeze(1)
