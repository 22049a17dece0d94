from dataclasses import dataclass
from typing import List, Optional

import torch
from torch import nn

from .detokenizer import BatchTokenIDOut, DetokenizerManager
from .registry import resolve_adapter


@dataclass
class ExecutorConfig:
    model_type: str = "llama"
    hidden_size: int = 8
    vocab_size: int = 16
    final_logit_softcapping: Optional[float] = 30.0
    spatial_merge_size: int = 2


class TinyHFModel(nn.Module):
    def __init__(self, config: ExecutorConfig):
        super().__init__()
        self.pos = nn.Embedding(64, config.hidden_size)
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)

    def forward(self, inputs_embeds, attention_mask=None, position_ids=None):
        hidden = inputs_embeds
        if position_ids is not None:
            hidden = hidden + self.pos(position_ids)
        if attention_mask is not None:
            hidden = hidden.masked_fill(~attention_mask.unsqueeze(-1), 0.0)
        return {"logits": self.lm_head(hidden)}


class ModelExecutor(nn.Module):
    def __init__(self, config: ExecutorConfig):
        super().__init__()
        self.config = config
        self.model = TinyHFModel(config)
        self.adapter = resolve_adapter(config.model_type)(config)
        self.detokenizer = DetokenizerManager(config.vocab_size)

    def execute_model(self, inputs_embeds: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        kwargs = self.adapter.prepare_inputs(inputs_embeds, attention_mask)
        logits = self.adapter.convert_output(self.model(**kwargs))
        return logits[:, -1].argmax(dim=-1)

    def postprocess(self, rids: List[str], next_token_ids: torch.Tensor) -> List[str]:
        return self.detokenizer.convert_output(BatchTokenIDOut(rids, next_token_ids))


executor = ModelExecutor(ExecutorConfig()).eval()
execute_model = torch.compile(executor.execute_model, fullgraph=True)
