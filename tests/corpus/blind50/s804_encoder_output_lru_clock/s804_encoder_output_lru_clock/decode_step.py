import torch
import torch.nn.functional as F
from torch import nn

from .encoder_cache import EncoderOutputCache


class WhisperEncoderStub(nn.Module):
    def __init__(self, n_mels: int = 8, d_model: int = 8):
        super().__init__()
        self.conv = nn.Conv1d(n_mels, d_model, kernel_size=3, stride=2, padding=1)
        self.ln = nn.LayerNorm(d_model)

    def forward(self, input_features: torch.Tensor) -> torch.Tensor:
        return self.ln(F.gelu(self.conv(input_features)).transpose(1, 2))


class WhisperDecodeStep(nn.Module):
    def __init__(self, d_model: int = 8, vocab_size: int = 32):
        super().__init__()
        self.encoder = WhisperEncoderStub(d_model=d_model)
        self.embed_tokens = nn.Embedding(vocab_size, d_model)
        self.cross_q = nn.Linear(d_model, d_model)
        self.cross_kv = nn.Linear(d_model, 2 * d_model)
        self.lm_head = nn.Linear(d_model, vocab_size, bias=False)
        self.encoder_cache = EncoderOutputCache()
        self.request_id = "req-0"

    def _encoder_states(self, input_features: torch.Tensor) -> torch.Tensor:
        def run_encoder() -> torch.Tensor:
            return self.encoder(input_features)

        return self.encoder_cache.get_or_compute(self.request_id, run_encoder)

    def forward(self, input_ids: torch.Tensor, input_features: torch.Tensor) -> torch.Tensor:
        hidden = self.embed_tokens(input_ids)
        encoder_states = self._encoder_states(input_features)
        k, v = self.cross_kv(encoder_states).chunk(2, dim=-1)
        attn = F.scaled_dot_product_attention(self.cross_q(hidden), k, v)
        return self.lm_head(hidden + attn)


_STEP = WhisperDecodeStep().eval()


@torch.compile(fullgraph=True)
def run_decode_step(input_ids: torch.Tensor, input_features: torch.Tensor) -> torch.Tensor:
    logits = _STEP(input_ids, input_features)
    return logits[:, -1, :].argmax(dim=-1)
