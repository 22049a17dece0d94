import torch
from torch import nn

from .processing import Idefics3ImageProcessor
from .vision import Idefics3VisionEmbeddings


class Idefics3Connector(nn.Module):
    def __init__(self, hidden_size: int, scale_factor: int = 2):
        super().__init__()
        self.scale_factor = scale_factor
        self.proj = nn.Linear(hidden_size * scale_factor ** 2, hidden_size, bias=False)

    def forward(self, image_hidden_states: torch.Tensor) -> torch.Tensor:
        b, seq, dim = image_hidden_states.shape
        x = image_hidden_states.reshape(b, seq // self.scale_factor ** 2, dim * self.scale_factor ** 2)
        return self.proj(x)


class Idefics3ForConditionalGeneration(nn.Module):
    image_token_id = 33

    def __init__(self, vocab_size: int = 40, hidden_size: int = 8):
        super().__init__()
        self.image_processor = Idefics3ImageProcessor(max_image_size=8, patch_size=2)
        self.vision_embeddings = Idefics3VisionEmbeddings(8, 2, 3, hidden_size)
        self.connector = Idefics3Connector(hidden_size)
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.pos_embed = nn.Embedding(64, hidden_size)

    def forward(self, input_ids: torch.Tensor, pixel_values: torch.Tensor) -> torch.Tensor:
        image_hidden = self.connector(self.vision_embeddings(pixel_values))
        inputs_embeds = self.embed_tokens(input_ids)
        mask = (input_ids == self.image_token_id).unsqueeze(-1)
        inputs_embeds = inputs_embeds.masked_scatter(mask, image_hidden.flatten(0, 1))
        position_ids = torch.arange(input_ids.shape[0], device=input_ids.device)
        return inputs_embeds + self.pos_embed(position_ids)


idefics3 = torch.compile(Idefics3ForConditionalGeneration(), fullgraph=True)
