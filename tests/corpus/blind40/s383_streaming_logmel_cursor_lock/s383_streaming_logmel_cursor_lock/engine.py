import torch

from .features import StreamingLogMel, StreamingLogMelConfig

extractor = StreamingLogMel(StreamingLogMelConfig())
process_chunk = torch.compile(extractor.process_chunk, fullgraph=True)
