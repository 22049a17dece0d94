"""Post-processing applied to pooled hidden states before they are returned."""
import json
import logging
import sys

import torch
import torch.nn.functional as F

from .params import PoolingParams

logger = logging.getLogger(__name__)


class PoolerOutputProcessor:
    def process(self, pooled: torch.Tensor, params: PoolingParams) -> torch.Tensor:
        logger.error("no output processor registered for task %r", params.task)
        raise NotImplementedError(params.task)


class EmbeddingOutputProcessor(PoolerOutputProcessor):
    def process(self, pooled, params):
        pooled = pooled[..., : params.output_dim(pooled.shape[-1])]
        if params.normalize:
            pooled = F.normalize(pooled.float(), p=2, dim=-1).to(pooled.dtype)
        return pooled


class ClassificationOutputProcessor(PoolerOutputProcessor):
    def process(self, pooled, params):
        if params.softmax:
            return torch.softmax(pooled.float(), dim=-1)
        return pooled


class JsonlDumpOutputProcessor(PoolerOutputProcessor):
    """Used by the offline `--dump-embeddings` tool, never by the server."""

    def __init__(self, stream=sys.stdout):
        self.stream = stream

    def process(self, pooled, params):
        for row in pooled.tolist():
            self.stream.write(json.dumps({"task": params.task, "embedding": row}) + "\n")
        self.stream.flush()
        return pooled


OUTPUT_PROCESSORS = {
    "embed": EmbeddingOutputProcessor(),
    "classify": ClassificationOutputProcessor(),
    "score": ClassificationOutputProcessor(),
}
