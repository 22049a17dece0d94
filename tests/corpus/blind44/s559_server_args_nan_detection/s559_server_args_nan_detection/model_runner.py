import torch
from torch import nn

from .server_args import ServerArgs
from .validation import ForwardNumericsValidator


class TinyCausalLM(nn.Module):
    def __init__(self, hidden: int = 8, vocab: int = 16):
        super().__init__()
        self.proj = nn.Linear(hidden, hidden)
        self.norm = nn.LayerNorm(hidden)
        self.lm_head = nn.Linear(hidden, vocab, bias=False)

    def forward(self, hidden_states: torch.Tensor):
        hidden_states = self.norm(hidden_states + torch.tanh(self.proj(hidden_states)))
        return hidden_states, self.lm_head(hidden_states)


class ModelRunner:
    def __init__(self, server_args: ServerArgs):
        self.server_args = server_args
        self.model = TinyCausalLM()
        self.validator = ForwardNumericsValidator(server_args.nan_detection_dump_dir)
        self.forward_compiled = torch.compile(self._forward_impl, fullgraph=True)

    def _forward_impl(self, input_embeds: torch.Tensor) -> torch.Tensor:
        hidden_states, logits = self.model(input_embeds)
        if self.server_args.enable_nan_detection:
            self.validator.validate("hidden_states", hidden_states)
            self.validator.validate("logits", logits)
        clamp = self.server_args.logit_clamp_value
        return logits.clamp(min=-clamp, max=clamp)


runner = ModelRunner(ServerArgs())
