package sdktest

// The README's quick start, run as written (go run) against the live service that
// scripts/test-sdks.sh starts (SERVICE_URL): only the base URL and the sign-up e-mail (a fresh
// account per run) are replaced. Its search must find again the memory it stored.

import (
	"crypto/rand"
	"encoding/hex"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func TestReadmeQuickStartFindsWhatItStored(t *testing.T) {
	url := setting(t, "SERVICE_URL")
	readme, err := os.ReadFile(filepath.Join("..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, section, found := strings.Cut(string(readme), "## Quick start")
	block := regexp.MustCompile("(?s)```go\n(.*?)```").FindStringSubmatch(section)
	if !found || block == nil {
		t.Fatal("README.md has no go block under '## Quick start'")
	}
	suffix := make([]byte, 6)
	if _, err := rand.Read(suffix); err != nil {
		t.Fatal(err)
	}
	code := strings.ReplaceAll(block[1], "http://127.0.0.1:8080", url)
	code = strings.ReplaceAll(code, "ada@example.com", "quick-start-"+hex.EncodeToString(suffix)+"@example.com")
	// inside the module (so its import resolves to this SDK), in a folder ./... does not walk
	dir, err := os.MkdirTemp("..", ".quick-start-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(dir)
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(code), 0o644); err != nil {
		t.Fatal(err)
	}
	run := exec.Command("go", "run", ".")
	run.Dir = dir
	out, err := run.CombinedOutput()
	if err != nil {
		t.Fatalf("go run: %v\n%s", err, out)
	}
	if !regexp.MustCompile(`(?m)^0\.\d{3} The user prefers dark mode in every editor\.$`).Match(out) {
		t.Fatalf("the search printed no line with the stored memory:\n%s", out)
	}
}
