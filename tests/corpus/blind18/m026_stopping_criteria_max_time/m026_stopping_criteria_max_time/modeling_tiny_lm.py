import torch
from torch import nn

from .generation.configuration_utils import GenerationConfig
from .generation.utils import GenerationMixin


class TinyLMConfig:
    vocab_size = 64
    hidden_size = 32
    num_hidden_layers = 2
    max_position_embeddings = 128
    eos_token_id = 2
    pad_token_id = 0
    # chat checkpoints are served behind a latency budget
    generation_defaults = {"max_length": 64, "max_time": 30.0, "repetition_penalty": 1.1}


class PreTrainedModel(nn.Module):
    config_class = None

    def __init__(self, config):
        super().__init__()
        self.config = config
        self.generation_config = GenerationConfig.from_model_config(config) if self.can_generate() else None

    @classmethod
    def can_generate(cls) -> bool:
        return issubclass(cls, GenerationMixin)


class TinyLMForCausalLM(PreTrainedModel, GenerationMixin):
    config_class = TinyLMConfig

    def __init__(self, config):
        super().__init__(config)
        self.embed = nn.Embedding(config.vocab_size, config.hidden_size)
        self.blocks = nn.ModuleList(
            [nn.TransformerEncoderLayer(config.hidden_size, 4, 64, batch_first=True, dropout=0.0) for _ in range(config.num_hidden_layers)]
        )
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)

    def forward(self, input_ids):
        hidden_states = self.embed(input_ids)
        for block in self.blocks:
            hidden_states = block(hidden_states)
        return self.lm_head(hidden_states)
