import torch
from torch import nn

from .generation_utils import GenerationMixin


class TinyLMConfig:
    def __init__(self, hidden_size=16, vocab_size=32, max_position_embeddings=64, pad_token_id=0):
        self.hidden_size = hidden_size
        self.vocab_size = vocab_size
        self.max_position_embeddings = max_position_embeddings
        self.pad_token_id = pad_token_id


class TinyLMForCausalLM(GenerationMixin, nn.Module):
    def __init__(self, config, generation_config):
        super().__init__()
        self.config = config
        self.body = nn.Sequential(nn.Linear(config.hidden_size, config.hidden_size), nn.GELU())
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)
        self.stopping_criteria = self._get_stopping_criteria(generation_config)
        self.register_buffer("prompt_ids", torch.tensor([[4, 7, 9], [5, 2, 8]]), persistent=False)

    def forward(self, hidden_states):
        logits = self.lm_head(self.body(hidden_states))
        next_token_logits = logits[:, -1, :].float()
        unfinished = torch.ones(hidden_states.shape[0], dtype=torch.long)
        return self._finalize_step(self.prompt_ids, next_token_logits, unfinished, self.config.pad_token_id)


generation_config = {"max_length": 16, "max_time": 30.0, "eos_token_id": [2, 3]}
lm = TinyLMForCausalLM(TinyLMConfig(), generation_config).eval()
compiled_step = torch.compile(lm, fullgraph=True)
