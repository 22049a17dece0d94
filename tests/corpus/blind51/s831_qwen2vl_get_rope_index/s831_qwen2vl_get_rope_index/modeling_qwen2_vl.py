import torch
from torch import nn

from .configuration_qwen2_vl import Qwen2VLConfig
from .rope_utils import get_rope_index


class Qwen2VLRotaryEmbedding(nn.Module):
    def __init__(self, config: Qwen2VLConfig):
        super().__init__()
        dim = config.head_dim
        inv_freq = 1.0 / (config.rope_theta ** (torch.arange(0, dim, 2, dtype=torch.float32) / dim))
        self.register_buffer("inv_freq", inv_freq, persistent=False)
        self.mrope_section = list(config.mrope_section)

    def forward(self, x: torch.Tensor, position_ids: torch.Tensor):
        # position_ids: (3, bs, seq)
        inv_freq = self.inv_freq[None, None, :, None].float().expand(3, position_ids.shape[1], -1, 1)
        freqs = (inv_freq @ position_ids[:, :, None, :].float()).transpose(2, 3)
        emb = torch.cat((freqs, freqs), dim=-1)
        cos, sin = emb.cos(), emb.sin()
        section = self.mrope_section * 2
        cos = torch.cat([m[i % 3] for i, m in enumerate(cos.split(section, dim=-1))], dim=-1)
        sin = torch.cat([m[i % 3] for i, m in enumerate(sin.split(section, dim=-1))], dim=-1)
        return cos.to(x.dtype), sin.to(x.dtype)


def rotate_half(x):
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((-x2, x1), dim=-1)


class Qwen2VLModel(nn.Module):
    def __init__(self, config: Qwen2VLConfig):
        super().__init__()
        self.config = config
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.rotary_emb = Qwen2VLRotaryEmbedding(config)
        self.q_proj = nn.Linear(config.hidden_size, config.hidden_size)
        self.norm = nn.RMSNorm(config.hidden_size)

    def get_rope_index(self, input_ids, image_grid_thw, attention_mask=None):
        return get_rope_index(
            input_ids,
            image_grid_thw,
            attention_mask,
            spatial_merge_size=self.config.vision_config.spatial_merge_size,
            image_token_id=self.config.image_token_id,
            vision_start_token_id=self.config.vision_start_token_id,
        )

    def forward(self, input_ids, image_embeds, image_grid_thw):
        inputs_embeds = self.embed_tokens(input_ids)
        image_mask = (input_ids == self.config.image_token_id).unsqueeze(-1).expand_as(inputs_embeds)
        inputs_embeds = inputs_embeds.masked_scatter(image_mask, image_embeds.to(inputs_embeds.dtype))

        position_ids, _ = self.get_rope_index(input_ids, image_grid_thw)
        cos, sin = self.rotary_emb(inputs_embeds, position_ids)
        bsz, seq, _ = inputs_embeds.shape
        q = self.q_proj(inputs_embeds).view(bsz, seq, self.config.num_attention_heads, -1).transpose(1, 2)
        q = q * cos.unsqueeze(1) + rotate_half(q) * sin.unsqueeze(1)
        return self.norm(q.transpose(1, 2).reshape(bsz, seq, -1))


class Qwen2VLForConditionalGeneration(nn.Module):
    def __init__(self, config: Qwen2VLConfig):
        super().__init__()
        self.model = Qwen2VLModel(config)
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)

    def forward(self, input_ids, image_embeds, image_grid_thw):
        hidden_states = self.model(input_ids, image_embeds, image_grid_thw)
        return self.lm_head(hidden_states)


model = Qwen2VLForConditionalGeneration(Qwen2VLConfig())
compiled_model = torch.compile(model, fullgraph=True)
