import torch
from torch import nn

from .bookkeeping import MediaUsageTracker
from .merger import MultimodalEmbeddingMerger

IMAGE_PAD_ID = 29
AUDIO_PAD_ID = 30


class MultimodalModelRunner:
    def __init__(self, vocab_size: int = 32, hidden_size: int = 8):
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.usage = MediaUsageTracker()
        self.merger = MultimodalEmbeddingMerger(
            {"image": IMAGE_PAD_ID, "audio": AUDIO_PAD_ID}, tracker=self.usage
        )

    def merge_batch(
        self, input_ids: torch.Tensor, image_embeds: torch.Tensor, audio_embeds: torch.Tensor
    ) -> torch.Tensor:
        inputs_embeds = self.embed_tokens(input_ids)
        return self.merger.merge(
            input_ids, inputs_embeds, {"image": image_embeds, "audio": audio_embeds}
        )


runner = MultimodalModelRunner()
merge_step = torch.compile(runner.merge_batch, fullgraph=True)
