import time
from typing import Optional

import torch
from torch import nn

from . import envs
from .modeling_outputs import CausalLMOutputWithPast

_forward_times = []


class TinyLlamaForCausalLM(nn.Module):
    def __init__(self, hidden_size: int = 8, vocab_size: int = 16):
        super().__init__()
        self.body = nn.Linear(hidden_size, hidden_size)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def forward(self, inputs_embeds, output_hidden_states: bool = False, return_dict: bool = True):
        hidden = torch.nn.functional.silu(self.body(inputs_embeds))
        out = CausalLMOutputWithPast(
            logits=self.lm_head(hidden),
            hidden_states=hidden if output_hidden_states else None,
        )
        return out if return_dict else out.to_tuple()


class HFModelRunner:
    def __init__(self, model: nn.Module, forward_defaults: Optional[dict] = None):
        self.model = model
        self.forward_defaults = {"output_hidden_states": True, "return_dict": False}
        self.forward_defaults.update(forward_defaults or {})

    def _record(self, start: float) -> None:
        _forward_times.append(time.perf_counter() - start)
        if len(_forward_times) % envs.SERVE_TIMING_LOG_INTERVAL == 0:
            print(f"avg forward {sum(_forward_times) / len(_forward_times):.4f}s")

    def forward(self, inputs_embeds: torch.Tensor, **overrides):
        timing = envs.SERVE_FORWARD_TIMING
        start = time.perf_counter() if timing else 0.0
        outputs = self.model(inputs_embeds, **{**self.forward_defaults, **overrides})
        if isinstance(outputs, tuple):
            logits, hidden_states = outputs[0], outputs[-1]
        else:
            logits, hidden_states = outputs.logits, outputs.hidden_states
        if timing:
            self._record(start)
        return logits[:, -1], hidden_states


runner = HFModelRunner(TinyLlamaForCausalLM().eval())
forward_step = torch.compile(runner.forward, fullgraph=True)
