import torch
from torch import nn

from .configuration import AudioLMConfig
from .merge_utils import scatter_audio_embeddings
from .projector import AudioMultiModalProjector


class AudioLMForConditionalGeneration(nn.Module):
    def __init__(self, config: AudioLMConfig):
        super().__init__()
        self.config = config
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.multi_modal_projector = AudioMultiModalProjector(config)
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)

    def get_audio_features(self, audio_features: torch.Tensor) -> torch.Tensor:
        return self.multi_modal_projector(audio_features)

    @torch.compile(fullgraph=True)
    def get_input_embeddings_with_audio(self, input_ids: torch.Tensor, audio_features: torch.Tensor):
        inputs_embeds = self.embed_tokens(input_ids)
        audio_embeds = self.get_audio_features(audio_features)
        return scatter_audio_embeddings(inputs_embeds, input_ids, audio_embeds, self.config.audio_token_id)
