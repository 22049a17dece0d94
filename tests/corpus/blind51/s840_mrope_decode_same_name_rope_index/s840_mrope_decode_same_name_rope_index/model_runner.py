import logging

import torch
from torch import nn

from .mrope import MRopePositionHelper, apply_mrope
from .processing_qwen2_vl import Qwen2VLProcessor

logger = logging.getLogger(__name__)


class Qwen2VLForCausalLM(nn.Module):
    def __init__(self, vocab_size: int = 64, hidden_size: int = 16, num_heads: int = 2):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.mrope_section = [2, 1, 1]
        self.processor = Qwen2VLProcessor(image_token_id=60, vision_start_token_id=62)
        self.rope_helper = MRopePositionHelper()
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.q_proj = nn.Linear(hidden_size, hidden_size)
        self.o_proj = nn.Linear(hidden_size, hidden_size)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)
        inv_freq = 1.0 / (1e6 ** (torch.arange(0, self.head_dim, 2, dtype=torch.float) / self.head_dim))
        self.register_buffer("inv_freq", inv_freq, persistent=False)

    def forward_decode(self, input_ids: torch.Tensor, positions: torch.Tensor, mrope_position_delta: torch.Tensor):
        if not torch.compiler.is_compiling():
            logger.debug("decode batch=%d", input_ids.shape[0])
        mrope_positions = self.rope_helper.get_rope_index(positions, mrope_position_delta)
        hidden = self.embed_tokens(input_ids)
        q = self.q_proj(hidden).view(-1, self.num_heads, self.head_dim)
        q = apply_mrope(q, mrope_positions, self.inv_freq, self.mrope_section)
        hidden = hidden + self.o_proj(q.reshape(hidden.shape))
        return self.lm_head(hidden).argmax(dim=-1)


class ModelRunner:
    def __init__(self):
        self.model = Qwen2VLForCausalLM().eval()
        self.decode = torch.compile(self.model.forward_decode, fullgraph=True)

    def prepare_prefill(self, prompt_ids, image_grid_thw):
        return self.model.processor.get_rope_index(prompt_ids, image_grid_thw)


runner = ModelRunner()
