from typing import Callable, List

import torch

from .debug_checks import check_dtypes, check_expert_ids_in_range

PreHook = Callable[[torch.Tensor, torch.Tensor, torch.Tensor], None]


class GroupedGemm:
    """y[i] = a[i] @ b[expert_ids[i]].T for rows already sorted by expert."""

    def __init__(self, name: str):
        self.name = name
        self._pre_hooks: List[PreHook] = []

    def register_pre_hook(self, hook: PreHook) -> PreHook:
        self._pre_hooks.append(hook)
        return hook

    def __call__(self, a: torch.Tensor, b: torch.Tensor, expert_ids: torch.Tensor) -> torch.Tensor:
        for hook in self._pre_hooks:
            hook(a, b, expert_ids)
        return torch.bmm(a.unsqueeze(1), b[expert_ids].transpose(1, 2)).squeeze(1)


grouped_gemm = GroupedGemm("moe_grouped_gemm")
grouped_gemm.register_pre_hook(check_dtypes)
grouped_gemm.register_pre_hook(check_expert_ids_in_range)
