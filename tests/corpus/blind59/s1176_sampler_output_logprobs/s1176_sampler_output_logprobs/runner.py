from typing import Callable

import torch

from .wrapper import GenerationWrapper, WrapperConfig


def make_step_fn(wrapper: GenerationWrapper) -> Callable:
    def _step(inputs_embeds: torch.Tensor, prev_tokens: torch.Tensor):
        out = wrapper.greedy_step(inputs_embeds, prev_tokens)
        return out.sequences, out.meta

    return _step


_wrapper = GenerationWrapper(WrapperConfig()).eval()
step = torch.compile(make_step_fn(_wrapper), fullgraph=True)
