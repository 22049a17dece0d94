from .interleave import AudioInterleaver, InterleaveConfig
from .processor import AudioPromptProcessor
