import math

import torch
import torch.nn as nn
import torch.nn.functional as F

from .configuration_audio import AudioEncoderConfig

ACT2FN = {"gelu": F.gelu, "relu": F.relu, "silu": F.silu}


class AudioAttention(nn.Module):
    def __init__(self, config: AudioEncoderConfig):
        super().__init__()
        self.num_heads = config.encoder_attention_heads
        self.head_dim = config.head_dim
        self.scaling = self.head_dim ** -0.5
        self.dropout = config.attention_dropout
        self.q_proj = nn.Linear(config.d_model, config.d_model)
        self.k_proj = nn.Linear(config.d_model, config.d_model, bias=False)
        self.v_proj = nn.Linear(config.d_model, config.d_model)
        self.out_proj = nn.Linear(config.d_model, config.d_model)

    def _shape(self, t: torch.Tensor, bsz: int, seq: int) -> torch.Tensor:
        return t.view(bsz, seq, self.num_heads, self.head_dim).transpose(1, 2)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        bsz, seq, _ = hidden_states.shape
        q = self._shape(self.q_proj(hidden_states) * self.scaling, bsz, seq)
        k = self._shape(self.k_proj(hidden_states), bsz, seq)
        v = self._shape(self.v_proj(hidden_states), bsz, seq)
        attn = torch.softmax(q @ k.transpose(-1, -2), dim=-1)
        attn = F.dropout(attn, p=self.dropout, training=self.training)
        out = (attn @ v).transpose(1, 2).reshape(bsz, seq, -1)
        return self.out_proj(out)


class AudioEncoderLayer(nn.Module):
    def __init__(self, config: AudioEncoderConfig):
        super().__init__()
        self.self_attn = AudioAttention(config)
        self.self_attn_layer_norm = nn.LayerNorm(config.d_model)
        self.final_layer_norm = nn.LayerNorm(config.d_model)
        self.fc1 = nn.Linear(config.d_model, config.encoder_ffn_dim)
        self.fc2 = nn.Linear(config.encoder_ffn_dim, config.d_model)
        self.activation_fn = ACT2FN[config.activation_function]
        self.dropout = config.dropout
        self.activation_dropout = config.activation_dropout

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        hidden_states = self.self_attn(self.self_attn_layer_norm(hidden_states))
        hidden_states = F.dropout(hidden_states, p=self.dropout, training=self.training)
        hidden_states = residual + hidden_states

        residual = hidden_states
        hidden_states = self.activation_fn(self.fc1(self.final_layer_norm(hidden_states)))
        hidden_states = F.dropout(hidden_states, p=self.activation_dropout, training=self.training)
        hidden_states = self.fc2(hidden_states)
        hidden_states = F.dropout(hidden_states, p=self.dropout, training=self.training)
        return residual + hidden_states


class AudioEncoder(nn.Module):
    def __init__(self, config: AudioEncoderConfig):
        super().__init__()
        self.config = config
        self.layerdrop = config.encoder_layerdrop
        self.embed_scale = math.sqrt(config.d_model) if config.scale_embedding else 1.0
        self.input_proj = nn.Linear(config.num_mel_bins, config.d_model)
        self.embed_positions = nn.Embedding(config.max_source_positions, config.d_model)
        self.layers = nn.ModuleList([AudioEncoderLayer(config) for _ in range(config.encoder_layers)])
        self.layer_norm = nn.LayerNorm(config.d_model)

    def forward(self, input_features: torch.Tensor) -> torch.Tensor:
        inputs_embeds = F.gelu(self.input_proj(input_features)) * self.embed_scale
        positions = torch.arange(input_features.shape[1], device=input_features.device)
        hidden_states = inputs_embeds + self.embed_positions(positions)
        hidden_states = F.dropout(hidden_states, p=self.config.dropout, training=self.training)

        for encoder_layer in self.layers:
            if self.training:
                dropout_probability = torch.rand([])
                if dropout_probability < self.layerdrop:
                    continue
            hidden_states = encoder_layer(hidden_states)

        return self.layer_norm(hidden_states)
