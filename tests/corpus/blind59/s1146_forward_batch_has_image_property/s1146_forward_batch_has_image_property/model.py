import torch
from torch import nn

from .forward_batch import ForwardBatch, Modality, MultimodalDataItem
from .mm_embedding import general_mm_embed_routine


class TinyLanguageModel(nn.Module):
    def __init__(self, vocab_size: int, hidden_size: int):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.pos_emb = nn.Embedding(128, hidden_size)
        self.mlp = nn.Linear(hidden_size, hidden_size)
        self.norm = nn.LayerNorm(hidden_size)

    def forward(self, inputs_embeds: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        h = inputs_embeds + self.pos_emb(positions)
        return self.norm(h + torch.relu(self.mlp(h)))


class Phi4MMForCausalLM(nn.Module):
    IMAGE_PAD_ID = 90
    AUDIO_PAD_ID = 91

    def __init__(self, vocab_size: int = 96, hidden_size: int = 8):
        super().__init__()
        self.language_model = TinyLanguageModel(vocab_size, hidden_size)
        self.image_embed = nn.Linear(6, hidden_size)
        self.audio_embed = nn.Linear(4, hidden_size)

    def forward(self, input_ids: torch.Tensor, positions: torch.Tensor,
                image_features: torch.Tensor, audio_features: torch.Tensor) -> torch.Tensor:
        forward_batch = ForwardBatch(
            input_ids=input_ids,
            positions=positions,
            seq_lens=[input_ids.shape[0]],
            mm_items=[
                MultimodalDataItem(Modality.IMAGE, image_features, self.IMAGE_PAD_ID),
                MultimodalDataItem(Modality.AUDIO, audio_features, self.AUDIO_PAD_ID),
            ],
            pad_values={Modality.IMAGE: self.IMAGE_PAD_ID, Modality.AUDIO: self.AUDIO_PAD_ID},
        )
        return general_mm_embed_routine(
            forward_batch,
            self.language_model,
            {Modality.IMAGE: self.image_embed, Modality.AUDIO: self.audio_embed},
        )


phi4mm = torch.compile(Phi4MMForCausalLM(), fullgraph=True)
