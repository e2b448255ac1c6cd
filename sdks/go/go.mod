module github.com/memory-intelligence/memory-intelligence-service/sdks/go

go 1.23

require (
	gopkg.in/validator.v2 v2.0.1
)
