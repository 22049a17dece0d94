import torch
from torch import nn

from .audio_merge import AudioEncoderConfig, AudioFeatureAdapter

AUDIO_TOKEN_ID = 30


class Qwen2AudioForConditionalGeneration(nn.Module):
    def __init__(self, vocab_size: int = 32, hidden_size: int = 8):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.audio_adapter = AudioFeatureAdapter(AudioEncoderConfig(), hidden_size)

    @torch.compile(fullgraph=True)
    def embed_multimodal(self, input_ids: torch.Tensor, input_features: torch.Tensor) -> torch.Tensor:
        inputs_embeds = self.embed_tokens(input_ids)
        audio_embeds = self.audio_adapter(input_features)
        mask = (input_ids == AUDIO_TOKEN_ID).unsqueeze(-1)
        return inputs_embeds.masked_scatter(mask, audio_embeds.reshape(-1, audio_embeds.shape[-1]))
