"""Small inference engine with a lifecycle-hook plugin system."""
