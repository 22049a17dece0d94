import torch

from .params import PoolingParams
from .processors import OUTPUT_PROCESSORS, JsonlDumpOutputProcessor

DEFAULT_PARAMS = PoolingParams()
_dump = JsonlDumpOutputProcessor()


def finalize_pooler_output(pooled: torch.Tensor) -> torch.Tensor:
    processor = OUTPUT_PROCESSORS[DEFAULT_PARAMS.task]
    return processor.process(pooled, DEFAULT_PARAMS)


def dump_pooler_output(pooled: torch.Tensor) -> torch.Tensor:
    return _dump.process(finalize_pooler_output(pooled), DEFAULT_PARAMS)


step = torch.compile(finalize_pooler_output, fullgraph=True)
