from dataclasses import dataclass
from typing import Optional

import torch
from torch import nn

from .outputs import GenerateDecoderOnlyOutput


@dataclass
class WrapperConfig:
    hidden_size: int = 8
    vocab_size: int = 16
    output_scores: bool = True
    return_logprobs: bool = True
    return_dict_in_generate: bool = True


class TinyDecoder(nn.Module):
    def __init__(self, hidden_size: int, vocab_size: int):
        super().__init__()
        self.mlp = nn.Sequential(nn.Linear(hidden_size, hidden_size), nn.GELU())
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def forward(self, inputs_embeds: torch.Tensor) -> torch.Tensor:
        return self.lm_head(self.mlp(inputs_embeds))


class GenerationWrapper(nn.Module):
    def __init__(self, config: WrapperConfig):
        super().__init__()
        self.config = config
        self.model = TinyDecoder(config.hidden_size, config.vocab_size)

    def _finalize(self, output: GenerateDecoderOnlyOutput):
        if self.config.return_logprobs:
            output.meta["logprobs"] = output.token_logprobs
        if not self.config.return_dict_in_generate:
            return output.to_tuple()
        return output

    def greedy_step(self, inputs_embeds: torch.Tensor, prev_tokens: torch.Tensor):
        logits = self.model(inputs_embeds)[:, -1, :]
        next_tokens = logits.argmax(dim=-1, keepdim=True)
        output = GenerateDecoderOnlyOutput(
            sequences=torch.cat([prev_tokens, next_tokens], dim=-1),
            scores=logits if self.config.output_scores else None,
        )
        return self._finalize(output)
