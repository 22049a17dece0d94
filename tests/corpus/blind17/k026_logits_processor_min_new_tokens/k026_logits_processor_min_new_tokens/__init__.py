from .logits_process import LogitsProcessor, LogitsProcessorList
