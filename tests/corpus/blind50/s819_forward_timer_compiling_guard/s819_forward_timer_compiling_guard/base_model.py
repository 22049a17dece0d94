import torch
import torch.nn as nn

from .timing import ForwardStats, ForwardTimer


class InstrumentedCausalLM(nn.Module):
    """Base class: subclasses provide embed/decoder/lm_head."""

    def __init__(self):
        super().__init__()
        self.forward_stats = ForwardStats()
        self.forward_timer = ForwardTimer(self.forward_stats)

    def compute_hidden(self, hidden_states: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        t0 = self.forward_timer.start()
        hidden_states = self.compute_hidden(hidden_states)
        logits = self.lm_head(hidden_states)
        self.forward_timer.stop(t0, num_tokens=hidden_states.shape[0])
        return logits
