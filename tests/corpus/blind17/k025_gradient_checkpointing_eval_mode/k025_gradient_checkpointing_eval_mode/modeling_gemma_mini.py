import torch
import torch.nn.functional as F
from torch import nn

from .hub_logging import get_logger
from .modeling_utils import GradientCheckpointingLayer, PreTrainedModel

logger = get_logger(__name__)


class GemmaMiniConfig:
    def __init__(self, **kwargs):
        self.hidden_size = kwargs.pop("hidden_size", 16)
        self.num_attention_heads = kwargs.pop("num_attention_heads", 2)
        self.num_hidden_layers = kwargs.pop("num_hidden_layers", 2)
        self.use_cache = kwargs.pop("use_cache", True)
        self.hidden_activation = kwargs.pop("hidden_activation", "gelu_pytorch_tanh")
        for key, value in kwargs.items():
            setattr(self, key, value)


class GemmaMiniRMSNorm(nn.Module):
    def __init__(self, dim, eps=1e-6):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.zeros(dim))

    def forward(self, x):
        output = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps)
        return output * (1.0 + self.weight.float())


class GemmaMiniDecoderLayer(GradientCheckpointingLayer):
    def __init__(self, config, layer_idx):
        super().__init__()
        self.layer_idx = layer_idx
        self.num_heads = config.num_attention_heads
        self.head_dim = config.hidden_size // config.num_attention_heads
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.input_layernorm = GemmaMiniRMSNorm(config.hidden_size)
        self.post_attention_layernorm = GemmaMiniRMSNorm(config.hidden_size)
        self.up = nn.Linear(config.hidden_size, 2 * config.hidden_size, bias=False)
        self.down = nn.Linear(2 * config.hidden_size, config.hidden_size, bias=False)

    def forward(self, hidden_states, use_cache=False):
        bsz, q_len, _ = hidden_states.shape
        residual = hidden_states
        x = self.input_layernorm(hidden_states)
        q, k, v = self.qkv(x).view(bsz, q_len, 3, self.num_heads, self.head_dim).permute(2, 0, 3, 1, 4)
        attn = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        hidden_states = residual + self.o_proj(attn.transpose(1, 2).reshape(bsz, q_len, -1))
        residual = hidden_states
        x = self.post_attention_layernorm(hidden_states)
        hidden_states = residual + self.down(F.gelu(self.up(x), approximate="tanh"))
        present = (k, v) if use_cache else None
        return hidden_states, present


class GemmaMiniModel(PreTrainedModel):
    supports_gradient_checkpointing = True

    def __init__(self, config):
        super().__init__(config)
        self.layers = nn.ModuleList(
            [GemmaMiniDecoderLayer(config, layer_idx) for layer_idx in range(config.num_hidden_layers)]
        )
        self.norm = GemmaMiniRMSNorm(config.hidden_size)
        self.gradient_checkpointing = False
        self.post_init()

    def forward(self, inputs_embeds, use_cache=None):
        use_cache = use_cache if use_cache is not None else self.config.use_cache
        if self.gradient_checkpointing and self.training and use_cache:
            logger.warning_once(
                "`use_cache=True` is incompatible with gradient checkpointing. Setting `use_cache=False`."
            )
            use_cache = False

        normalizer = torch.tensor(self.config.hidden_size**0.5, dtype=inputs_embeds.dtype)
        hidden_states = inputs_embeds * normalizer
        presents = () if use_cache else None
        for decoder_layer in self.layers:
            hidden_states, present = decoder_layer(hidden_states, use_cache=use_cache)
            if use_cache:
                presents += (present,)
        return self.norm(hidden_states), presents


config = GemmaMiniConfig()
model = GemmaMiniModel(config)
model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
model.eval()
compiled_model = torch.compile(model, fullgraph=True)
